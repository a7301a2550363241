export * from './api.ts';
export * from './auth.ts';
export * from './captcha.ts';
export * from './errors.ts';
export * from './presence.ts';
export * from './routes.ts';
export * from './signing.ts';
export { text, integer, decimal, flag, body } from './fields.ts';
