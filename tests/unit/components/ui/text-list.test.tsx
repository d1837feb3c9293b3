import { render } from "@testing-library/react";
import { TextList } from "../../../../src/components/ui/text-list";

describe("TextList", () => {
  it("lists each text in order, in a list with the class given", () => {
    const { container } = render(<TextList items={["Design", "Build", "Launch"]} className="steps" />);
    const list = container.querySelector("ul");
    expect(list?.className).toBe("steps");
    expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["Design", "Build", "Launch"]);
  });

  it("writes no class attribute without a class, so the list keeps the prose's bullets", () => {
    const { container } = render(<TextList items={["One point"]} />);
    expect(container.querySelector("ul")?.hasAttribute("class")).toBe(false);
  });
});
