export * from './admin/permissions.js';
export * from './auth/login.js';
export * from './common/envelope.js';
export * from './institutions/institution.js';
export * from './rules.js';
