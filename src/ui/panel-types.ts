/** What every lazy panel's chunk exports as its default: the body of the modal. */
export interface PanelProps {
  /** Closes the panel (focus returns to where it was). */
  onClose: () => void;
}
