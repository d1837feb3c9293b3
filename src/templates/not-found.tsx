import { NotFoundScreen } from "../components/not-found/not-found-screen";

/** The not-found page; PageShell renders it once per language and picks one in the browser. */
export default function NotFoundTemplate() {
  return <NotFoundScreen />;
}
