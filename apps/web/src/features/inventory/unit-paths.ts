/** The addresses of a unit's screens, for the screens outside inventory that lead to them. */
export const unitPath = (id: string) => `/inventory/unit/${encodeURIComponent(id)}`;

/** The bag label, printed at the desk or the camp right after the donation (issue 17, labels). */
export const unitLabelPath = (id: string) => `${unitPath(id)}/label`;
