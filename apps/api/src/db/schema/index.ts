export * from './admins.js';
export * from './institutions.js';
export * from './users.js';
