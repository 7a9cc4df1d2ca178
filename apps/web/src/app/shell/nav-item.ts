/** An i18n key with its English default, kept as data so menus can be tested without rendering. */
export type MenuLabel = [key: string, english: string];

/** One sidebar entry; each shell narrows `Icon` to the icons it has. */
export interface NavItem<Icon extends string = string> {
  key: string;
  label: MenuLabel;
  /** A route; a group without a route of its own only opens its children. */
  to?: string;
  icon: Icon;
  children?: NavItem<Icon>[];
}
