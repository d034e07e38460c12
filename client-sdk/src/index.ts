export { OrreryClient, toOrreryError, type OrreryClientOptions } from './client';
export { MatchConnection } from './connection';
export { MemoryTokenStore, WebStorageTokenStore, type TokenStore } from './tokens';
export * from './types';
