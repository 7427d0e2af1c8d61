import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormField } from "~/components/form-field";

describe("FormField", () => {
  it("ties the label, the hint and the error to the control and keeps the value", () => {
    const html = renderToStaticMarkup(
      <FormField name="title" label="Title" hint="A few words" error="Title is too long." maxLength={120} defaultValue="Kept" />,
    );
    expect(html).toContain('<label for="title">Title</label>');
    expect(html).toMatch(/<input type="text" id="title" name="title" maxLength="120" aria-invalid="true"/);
    expect(html).toContain('aria-describedby="title-error title-hint"');
    expect(html).toContain('value="Kept"');
    expect(html).toContain('<p id="title-hint" class="field__hint">A few words</p>');
    expect(html).toContain('<p id="title-error" class="field__error" role="alert">Title is too long.</p>');
  });

  it("renders a textarea, and no error markup when there is none", () => {
    const html = renderToStaticMarkup(<FormField name="description" label="Description" type="textarea" maxLength={2000} />);
    expect(html).toMatch(/<textarea rows="4" id="description" name="description" maxLength="2000"><\/textarea>/);
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
    expect(html).not.toContain("field__error");
  });

  it("leaves maxlength off a date input, where HTML does not allow it", () => {
    const html = renderToStaticMarkup(<FormField name="date" label="Date" type="date" maxLength={40} />);
    expect(html).toContain('type="date"');
    expect(html).not.toMatch(/maxlength/i);
  });

  it("renders a select of the given choices with the chosen one selected and no maxlength", () => {
    const options = [
      { value: "FSW25", label: "FSW25 – Aeolian Islands" },
      { value: "FSW24", label: "FSW24 – Dubrovnik Riviera" },
    ];
    const html = renderToStaticMarkup(
      <FormField name="edition" label="Edition" type="select" options={options} defaultValue="FSW24" maxLength={20} />,
    );
    expect(html).toMatch(/<select id="edition" name="edition">/);
    expect(html).toContain('<option value="FSW25">FSW25 – Aeolian Islands</option>');
    expect(html).toContain('<option value="FSW24" selected="">FSW24 – Dubrovnik Riviera</option>');
    expect(html).not.toMatch(/maxlength|<input/i);
  });

  it("hides the honeypot from people and keyboards", () => {
    const html = renderToStaticMarkup(<FormField name="website" label="Leave this empty" autoComplete="off" honeypot />);
    expect(html).toMatch(/^<div class="field field--honeypot" aria-hidden="true">/);
    expect(html).toContain('tabindex="-1"');
    expect(html).toContain('autoComplete="off"');
  });
});
