export { recordTableProps, type RecordTableProps } from '../data-kit/records-props';
