export * from './preferred-price';
