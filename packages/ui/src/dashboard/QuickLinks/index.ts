export * from './QuickLinks';
