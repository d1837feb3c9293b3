import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { ParticleBackground, particleHost } from "../motion/particle-background";
import { RouteLink } from "../ui/route-link";
import * as styles from "./not-found-screen.module.css";

export function NotFoundScreen() {
  const t = useLayoutStrings();
  return (
    <section className={`${styles.screen} ${particleHost}`}>
      <ParticleBackground />
      <p className={styles.code} aria-hidden="true">
        {t.notFound.code}
      </p>
      <h1>{t.notFound.title}</h1>
      <p className={styles.message}>{t.notFound.message}</p>
      <div className={styles.buttons}>
        <RouteLink route="home" className="button button--primary">
          {t.notFound.home}
        </RouteLink>
        <RouteLink route="our-work" className="button button--outline">
          {t.notFound.ourWork}
        </RouteLink>
      </div>
    </section>
  );
}
