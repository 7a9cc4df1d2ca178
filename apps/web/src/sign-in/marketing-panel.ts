import { localeOf } from '../lib/language';
import { checkIcon, dropIcon, h } from './dom';
import { type LiveTexts, t, type Words } from './i18n';

/** Static figures of the login pages' marketing panel (docs/spec/part-1-institution-side.md §1). Not live data. */
export const MARKETING_FIGURES = {
  bloodBanks: 3023,
  donors: 57298,
  hospitals: 12978,
  patientsServed: 78635,
} as const;

/**
 * Indian digit grouping with Latin digits in either language, as the app's formatCount (lib/format.ts)
 * writes counts; that module brings dayjs, which this page does without.
 */
const formatFigure = (value: number) =>
  new Intl.NumberFormat(localeOf(), { numberingSystem: 'latn' }).format(value);

/** The RaktSetu word mark on the red panel. The name is not translated. */
function brand(): HTMLElement {
  return h(
    'div',
    { class: 'rs-brand' },
    h('span', { class: 'rs-brand-mark', 'aria-hidden': 'true' }, dropIcon(30)),
    h('span', { class: 'rs-brand-name' }, 'Rakt', h('span', {}, 'Setu')),
  );
}

/** The red panel beside the form; its texts and figures follow the language (`texts`). */
export function marketingPanel(texts: LiveTexts): HTMLElement {
  const figures: [number, Words][] = [
    [MARKETING_FIGURES.bloodBanks, () => t('auth.marketing.bloodBanks', 'Blood banks')],
    [MARKETING_FIGURES.donors, () => t('auth.marketing.donors', 'Donors')],
    [MARKETING_FIGURES.hospitals, () => t('auth.marketing.hospitals', 'Hospitals')],
    [MARKETING_FIGURES.patientsServed, () => t('auth.marketing.patientsServed', 'Patients served')],
  ];
  const purposes: Words[] = [
    () =>
      t('auth.marketing.purposeConnect', 'Connect willing, free volunteer donors with requests for blood.'),
    () => t('auth.marketing.purposeTime', 'Cut the time from a request to blood being available.'),
    () => t('auth.marketing.purposeWaste', 'Reduce excess stock and the disposal of units.'),
  ];

  const panel = h(
    'aside',
    { class: 'rs-panel' },
    brand(),
    h(
      'div',
      { class: 'rs-panel-body' },
      h(
        'h2',
        { class: 'rs-headline' },
        texts.text(() =>
          t('auth.marketing.headline', 'A bridge between voluntary donors and every request for blood'),
        ),
      ),
      h(
        'ul',
        { class: 'rs-purposes' },
        ...purposes.map((purpose) =>
          h(
            'li',
            {},
            h(
              'div',
              { class: 'rs-purpose' },
              h('span', { class: 'rs-purpose-icon' }, h('span', { class: 'rs-check' }, checkIcon(14))),
              h('span', {}, texts.text(purpose)),
            ),
          ),
        ),
      ),
      h(
        'div',
        { class: 'rs-figures' },
        ...figures.map(([value, label]) =>
          h(
            'div',
            { class: 'rs-figure' },
            h(
              'p',
              { class: 'rs-figure-value' },
              texts.text(() => formatFigure(value)),
            ),
            h('p', { class: 'rs-figure-label' }, texts.text(label)),
          ),
        ),
      ),
    ),
    h(
      'p',
      { class: 'rs-panel-note' },
      texts.text(() =>
        t(
          'auth.marketing.mobileApp',
          'Donors, patients and social workers: please use the RaktSetu mobile app. This website is for blood banks, hospitals and NGOs.',
        ),
      ),
    ),
  );
  return texts.attribute(panel, 'aria-label', () => t('auth.marketing.label', 'About RaktSetu'));
}
