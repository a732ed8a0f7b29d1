/** The decorators a plugin reads from the instance it is registered on, by kind. */
export interface PluginNeeds {
  fastify?: readonly string[];
  request?: readonly string[];
  reply?: readonly string[];
}

/**
 * Names a feature plugin and the decorators it needs from the others (`app.menus`,
 * `reply.sendTable`, …): Fastify refuses to register it, naming the missing decorator, unless the
 * composition has decorated them first. This is how one feature reaches another without importing
 * its folder (fastify-plugin's `decorators` metadata, which Fastify itself checks).
 */
export function needs<T extends (...args: never[]) => unknown>(
  name: string,
  decorators: PluginNeeds,
  plugin: T,
): T {
  return Object.assign(plugin, { [Symbol.for('plugin-meta')]: { name, decorators } });
}
