// Until every test builds its own data (removed in the same branch).
export * from '../../test/uploads';
