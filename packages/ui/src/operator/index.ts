export * from './model';
export * from './OperatorConsole';
