// The database schema, one file per area; migrations are generated from it (drizzle-kit).
export * from './people';
export * from './draw';
export * from './cards';
export * from './commerce';
export * from './sponsors';
export * from './system';
export * from './event-reopenings';
export * from './regulamentos';
export * from './foguetinho';
export * from './card-voids';
export * from './contas';
export * from './prizes';
export * from './acumulado';
