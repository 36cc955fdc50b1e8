// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it } from "vitest";
import { mainProps, useFocusOnNavigation } from "./page-focus";

function Page({ title }: { title: string }) {
  useFocusOnNavigation();
  return (
    <main {...mainProps}>
      <h1 tabIndex={-1}>{title}</h1>
    </main>
  );
}

it("leaves the focus where it is on a page's first load, in React's development build too, and moves it on a navigation", async () => {
  const router = createMemoryRouter(
    [
      { path: "/classic", element: <Page title="Classic" /> },
      { path: "/gamer", element: <Page title="Gamer" /> },
    ],
    { initialEntries: ["/classic"] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  expect(document.activeElement).toBe(document.body);
  await act(() => router.navigate("/gamer"));
  expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Gamer" }));
});
