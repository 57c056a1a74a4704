/**
 * The content module's face: it owns news, announcements, announcement_attachments and
 * static_pages.
 */
export { contentModule } from './content.routes.ts';
export { seedDemoNews } from './demo/news-demo.ts';
