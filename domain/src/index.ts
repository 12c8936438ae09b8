export * from './auth.js';
export * from './catalogue.js';
export * from './slugify.js';
export * from './catalogue-rows.js';
export * from './booking.js';
export * from './money.js';
export * from './pricing.js';
export * from './catalogue-audit.js';
