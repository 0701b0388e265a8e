// The public entry of this feature: the host that shows the open panel (the modal is its own
// chunk) and the registry the app fills with the panels the features declare.
export { PanelHost } from './PanelHost';
export { panelDefinition, registerPanels } from './panel-registry';
