export * from './api/auth.ts';
export * from './api/files.ts';
export * from './api/programs.ts';
export * from './api/system.ts';
export * from './blocks/index.ts';
export * from './config.ts';
export * from './interfaceDefinition.ts';
export * from './screen.ts';
