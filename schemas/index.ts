export * from './blocks/index.ts';
export * from './config.ts';
export * from './interfaceDefinition.ts';
export * from './screen.ts';
