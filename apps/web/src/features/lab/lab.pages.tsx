// The router loads the lab's register from this module (app/router.tsx `features/lab/lab.pages`).
export { LabResultsPage } from './lab-results.page';
