export * from './agency-fields';
export * from './contact-issues';
export * from './organization-fields';
export * from './user-features';
