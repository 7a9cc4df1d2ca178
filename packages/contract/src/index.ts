export * from './admin/institution-review.js';
export * from './admin/permissions.js';
export * from './auth/login.js';
export * from './auth/password-reset.js';
export * from './common/envelope.js';
export * from './institutions/institution.js';
export * from './institutions/registration.js';
export * from './rules.js';
