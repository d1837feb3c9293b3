import { render, screen } from "@testing-library/react";
import { MailLink } from "../../../../src/components/ui/mail-link";

describe("MailLink", () => {
  it("shows the address and opens the mail link in a new tab, without handing over the page", () => {
    render(<MailLink email="hello@brisa.software" />);
    const link = screen.getByRole("link", { name: "hello@brisa.software" });
    expect(link).toHaveAttribute("href", "mailto:hello@brisa.software");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows its children instead of the address, named by the label", () => {
    render(
      <MailLink email="lucia@brisa.software" label="E-mail: lucia@brisa.software">
        E-mail
      </MailLink>,
    );
    const link = screen.getByRole("link", { name: "E-mail: lucia@brisa.software" });
    expect(link).toHaveTextContent(/^E-mail$/);
    expect(link).toHaveAttribute("href", "mailto:lucia@brisa.software");
  });
});
