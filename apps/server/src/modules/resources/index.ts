/**
 * The resources module's face (issue 12): it owns resources, gpi_documents, friendly_link_types
 * and friendly_links. It also hosts the console's editors of the form templates (through the
 * applications face) and of the dictionaries (through the reference face).
 */
export { resourcesModule } from './resources.routes.ts';
export { seedResourcesDemo } from './resources.seed.ts';
