/** What every modal receives: its parameters and how to close itself. Its own module, so modals don't import the registry that loads them. */
export interface ModalProps {
  params: Record<string, string>;
  close: () => void;
}
