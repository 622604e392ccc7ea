import { afterEach } from 'vitest';
import { resetClock } from '../lib/clock.ts';

afterEach(() => resetClock());
