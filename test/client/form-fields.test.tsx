// The text input of every form (components/form/form-fields): a key paints the field at once and the
// form follows in a transition (issue 17, editor keystroke), without losing or mixing values.
import { act, screen, waitFor } from '@testing-library/react';
import { Formik, useFormikContext } from 'formik';
import { TextInput } from '../../src/client/components/form/form-fields';
import { renderWithProviders } from './render';

interface Values {
  name: string;
  phone: string;
  birth_date: string;
}

const INITIAL: Values = { name: 'Ann', phone: '', birth_date: '' };

/** The form, for a test to reset it from outside (as the contract's reload does). */
let formik: { resetForm: () => void } | undefined;

/** What the rest of the form sees (an agreement's figures read the form the same way). */
function Reader() {
  const { values, resetForm } = useFormikContext<Values>();
  formik = { resetForm };
  return (
    <>
      <output aria-label="form name">{values.name}</output>
      <output aria-label="form phone">{values.phone}</output>
      <output aria-label="form birth date">{values.birth_date}</output>
      <button type="button" onClick={() => resetForm()}>
        Cancel
      </button>
    </>
  );
}

function renderForm() {
  return renderWithProviders(
    <Formik<Values> initialValues={INITIAL} onSubmit={() => undefined}>
      <form>
        <TextInput name="name" label="First name" />
        <TextInput name="phone" label="Phone" mask="phone" />
        <TextInput name="birth_date" label="Date of birth" mask="date" />
        <Reader />
      </form>
    </Formik>,
  );
}

const box = (name: string) => screen.getByRole('textbox', { name });
const shown = (label: string) => screen.getByRole('status', { name: label }).textContent;

describe('TextInput', () => {
  it('the typed text reaches the form, masked as typed', async () => {
    const { user } = renderForm();
    await user.type(box('Phone'), '5551234567');
    expect(box('Phone')).toHaveValue('(555)123-4567');
    await waitFor(() => expect(shown('form phone')).toBe('(555)123-4567'));
    await user.type(box('First name'), 'e');
    expect(box('First name')).toHaveValue('Anne');
    await waitFor(() => expect(shown('form name')).toBe('Anne'));
  });

  /**
   * Runs `steps` with React outside act(), as in the browser: Testing Library's fireEvent and waitFor
   * act(), which renders every pending transition at once.
   */
  async function outsideAct(steps: () => Promise<void>) {
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await steps();
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = true;
    }
  }

  /** A key typed into the input as the browser sends it; resolves once React committed its own updates. */
  async function key(input: HTMLInputElement, value: string) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // React commits a discrete event's own updates before the next task; a transition comes later.
    await Promise.resolve();
  }

  /** Polls the page as it is (waitFor would act()) until `done`, for up to a second. */
  async function until(done: () => boolean) {
    for (let i = 0; i < 100 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  it("a key's own commit shows it in the field; the form's readers follow after the paint", async () => {
    renderForm();
    const input = box('First name') as HTMLInputElement;
    await outsideAct(async () => {
      await key(input, 'Anna');
      expect(input.value).toBe('Anna');
      expect(shown('form name')).toBe('Ann');
      await until(() => shown('form name') === 'Anna');
      expect(shown('form name')).toBe('Anna');
      expect(input.value).toBe('Anna');
    });
  });

  it('a form reset while a key is on its way: the field shows what the form holds, not the key', async () => {
    renderForm();
    const input = box('First name') as HTMLInputElement;
    await outsideAct(async () => {
      await key(input, 'Annabel');
      expect(input.value).toBe('Annabel');
      // The contract reloads (enableReinitialize) before the key's transition has rendered.
      formik?.resetForm();
      await until(() => input.value === 'Ann');
      expect(input.value).toBe('Ann');
      expect(shown('form name')).toBe('Ann');
    });
  });

  it('a reset after typing shows the form’s value again', async () => {
    const { user } = renderForm();
    await user.clear(box('First name'));
    await user.type(box('First name'), 'Bea');
    await waitFor(() => expect(shown('form name')).toBe('Bea'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(box('First name')).toHaveValue('Ann');
    expect(shown('form name')).toBe('Ann');
    // Typing again starts from the reset value.
    await user.type(box('First name'), 'ie');
    expect(box('First name')).toHaveValue('Annie');
    await waitFor(() => expect(shown('form name')).toBe('Annie'));
  });

  it('a typed date is kept as YYYY-MM-DD on blur and shown MM/DD/YYYY; an impossible one is cleared', async () => {
    const { user } = renderForm();
    await user.type(box('Date of birth'), '7/4/1990');
    await act(async () => {
      await user.tab();
    });
    await waitFor(() => expect(shown('form birth date')).toBe('1990-07-04'));
    expect(box('Date of birth')).toHaveValue('07/04/1990');
    await user.clear(box('Date of birth'));
    await user.type(box('Date of birth'), '13/45/1990');
    await user.tab();
    await waitFor(() => expect(shown('form birth date')).toBe(''));
    expect(box('Date of birth')).toHaveValue('');
  });
});
