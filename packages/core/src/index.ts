import './zod-locale';
export * from './bingo/letters';
export * from './bingo/card';
export * from './messages';
export * from './format';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/users';
