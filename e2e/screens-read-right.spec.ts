/**
 * What a walk through the product found on the screens (issue 15): no badge cut short, no e-mail
 * broken mid-word, no chart stretched sideways, no doubled «* *», the feed using a wide screen. Each
 * check measures the page in Chromium at 375 and 1280 px.
 */
import type { Page } from '@playwright/test';
import { expect, loginAs, newParticipant, test } from './fixtures.ts';

/** Badges whose text does not fit them (an ellipsis shows). */
async function cutBadges(page: Page): Promise<string[]> {
  await expect(page.locator('[data-badge]').first()).toBeVisible();
  return page
    .locator('[data-badge]')
    .evaluateAll((els) =>
      els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent ?? ''),
    );
}

/** E-mails laid out on more than one line (broken inside the address). */
async function brokenEmails(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!/^\S+@\S+\.\S+$/.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(text);
    }
    return broken;
  });
}

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 812 : 800 } });

    test('staff screens: badges whole, e-mails whole, the statistics chart drawn to scale', async ({
      page,
    }) => {
      await loginAs(page, 'admin');
      for (const path of ['/admin/users', '/admin/request']) {
        await page.goto(path);
        expect(await cutBadges(page), path).toEqual([]);
        await expect(page.getByText(/@example\.(com|ru)$/).first()).toBeVisible();
        expect(await brokenEmails(page), path).toEqual([]);
      }

      await page.goto('/admin/statistics');
      const chart = page.getByTestId('timeline-chart');
      await expect(chart).toBeVisible();
      const drawn = await chart.evaluate((svg) => ({
        scaled: svg.hasAttribute('viewBox') || svg.getAttribute('preserveAspectRatio') === 'none',
        width: svg.getBoundingClientRect().width,
        declared: Number(svg.getAttribute('width')),
        font: Math.round(parseFloat(getComputedStyle(svg.querySelector('text')!).fontSize)),
      }));
      // One SVG unit is one CSS pixel: nothing is stretched, the date labels keep their size.
      expect(drawn.scaled).toBe(false);
      expect(Math.abs(drawn.width - drawn.declared)).toBeLessThan(1);
      expect(drawn.font).toBe(11);
    });

    test('a visitor: the landing’s open vacancies and sign-in from a vacancy’s link fit the screen', async ({
      page,
    }, testInfo) => {
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      await page.goto('/');
      const previews = page.getByTestId('vacancy-preview');
      await expect(previews.first()).toBeVisible();
      await expect(previews.first().getByRole('link', { name: 'Откликнуться' })).toBeVisible();
      expect(await fits(), 'the landing fits its width').toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`landing-${width}.png`), fullPage: true });
      await page
        .locator('section[aria-labelledby="open-vacancies"]')
        .screenshot({ path: testInfo.outputPath(`landing-vacancies-${width}.png`) });

      await page.goto('/vacancies/3');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Зарегистрируйтесь или войдите, чтобы откликнуться')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Получить код' })).toBeVisible();
      expect(await fits(), 'sign-in with the vacancy fits its width').toBe(true);
      // Side by side on a wide screen; on a phone the vacancy first, the form below it.
      const [vacancy, form] = [
        (await page.getByTestId('vacancy-preview').boundingBox())!,
        (await page.getByRole('heading', { name: 'Вход' }).boundingBox())!,
      ];
      if (width >= 992) expect(form.x).toBeGreaterThan(vacancy.x + vacancy.width);
      else expect(form.y).toBeGreaterThan(vacancy.y + vacancy.height);
      await page.screenshot({ path: testInfo.outputPath(`login-vacancy-${width}.png`), fullPage: true });
    });

    test('the recruiter: position badges whole, candidates by stage named', async ({ page }) => {
      await loginAs(page, 'recruiter');
      expect(await cutBadges(page)).toEqual([]);
      await expect(page.getByLabel('Кандидаты по этапам').first()).toContainText(
        /Анкета|Тестирование|Видеорезюме/,
      );
      await expect(page.getByText(/^\d: \d+$/)).toHaveCount(0);
    });
  });
}

test.describe('1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the feed uses the width: a reading column with the filter and the selection beside it', async ({
    page,
    ip,
  }) => {
    await newParticipant(page, ip, { answerHowKnow: true });
    await page.goto('/newswire');
    const post = page.getByTestId('post').first();
    const filter = page.getByRole('radiogroup', { name: 'Рубрика' });
    await expect(post).toBeVisible();
    const [postBox, filterBox] = [(await post.boundingBox())!, (await filter.boundingBox())!];
    expect(filterBox.x).toBeGreaterThan(postBox.x + postBox.width);
    // The column and the side together span the content width: no third of the screen left empty.
    expect(filterBox.x + filterBox.width - postBox.x).toBeGreaterThan(0.8 * (1280 - 2 * postBox.x));
    await expect(page.getByRole('heading', { name: 'Ваш отбор' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Выбрать вакансию' })).toHaveAttribute('href', '/vacancies');
  });

  test('a required question is marked with one asterisk, not «* *»', async ({ page, ip }) => {
    await newParticipant(page, ip, { answerHowKnow: true });
    await page.goto('/vacancies');
    await page
      .getByRole('link', { name: /Стажёр/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Откликнуться' }).click();
    const label = page
      .getByRole('form', { name: /Отклик на вакансию/ })
      // Either way of marking a required field: the CSS-drawn mark (REQUIRED) or the asterisk after
      // the label (`withAsterisk`, ours and Mantine's both mark such a label `data-required`).
      .locator('label[data-asterisk], label[data-required]')
      .first();
    await expect(label).toBeVisible();
    const marks = await label.evaluate((el) => {
      const after = getComputedStyle(el, '::after').content;
      return (
        ((el.textContent ?? '') + (after === 'none' || after === 'normal' ? '' : after)).split('*').length - 1
      );
    });
    expect(marks).toBe(1);
  });
});
