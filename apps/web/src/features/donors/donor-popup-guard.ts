/*
 * What every donor popup shares, kept apart from the popups themselves: a screen that imports only the
 * profile popup does not load the code form, the block form or their libraries (docs/decisions/0029-code-splitting.md).
 * The guard of a popup over a modal is the app's own (components/popup-guard.ts).
 */

/**
 * The cache key every call about one donor starts with (the profile and its four tabs): a verification
 * invalidates it, so the profile, history, lab results, medical list and remarks all reload
 * (docs/spec/part-1-institution-side.md §4): the donor now shares every record with this institution.
 */
export const donorQueryKey = (donorId: string) => ['donors', 'profile', donorId] as const;
