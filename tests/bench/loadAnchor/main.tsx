// The anchor of `npm run bench:load` (tests/bench/load.mjs builds it with the repo's Vite): a bare React +
// TanStack Router app, one route at `/` drawing a title and a login field, nothing else. The console's
// page loads are judged against this one's.
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';

function Login() {
  return (
    <main>
      <h1>로그인</h1>
      <form>
        <input name="userId" aria-label="아이디" autoComplete="username" />
      </form>
    </main>
  );
}

const rootRoute = createRootRoute();
const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Login });
const router = createRouter({ routeTree: rootRoute.addChildren([loginRoute]) });

const app = document.getElementById('app');
if (app) createRoot(app).render(<RouterProvider router={router} />);
