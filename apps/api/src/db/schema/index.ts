export * from './admins.js';
export * from './directory.js';
export * from './files.js';
export * from './institutions.js';
export * from './mail.js';
export * from './one-time-codes.js';
export * from './users.js';
