export * from './catalogue.js';
export * from './slugify.js';
