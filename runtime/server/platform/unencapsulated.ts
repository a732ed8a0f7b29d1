/**
 * Marks a plugin so its hooks, decorators and not-found handler apply to the parent instance:
 * Fastify's documented `skip-override` flag, which is all `fastify-plugin` sets, without making a
 * transitive package a direct dependency.
 */
export function unencapsulated<T extends (...args: never[]) => unknown>(plugin: T, name: string): T {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
