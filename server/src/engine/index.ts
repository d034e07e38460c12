export * from './types';
export * from './errors';
export * from './rng';
export * from './runner';
export * from './replay';
export * from './bot';
export * from './registry';
export * from './clone';
