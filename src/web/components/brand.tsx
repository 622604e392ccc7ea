import { Link } from 'react-router';
import { BrandMark } from './brand-mark.tsx';
import { UnstyledButton } from './ui/unstyled-button.tsx';

/** The programme's wordmark, a link to the given page of the app. */
export function Brand({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  return (
    <UnstyledButton component={Link} to={to}>
      <BrandMark inverted={inverted} />
    </UnstyledButton>
  );
}
