import { createContext, type FormEvent, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { Form, type FormProps, useNavigation } from "react-router";

// Admin forms that are sent once. Without JavaScript they are plain POST forms. With it, the first
// submit goes through and any other (a double click, Enter twice) is dropped in the same event, before
// React has drawn anything; while the request and the page after it load, the pressed button reads
// busy ("Saving…") and every button of the form is disabled.

/** The data this form is being sent with, or null when it is not being sent. */
const Sending = createContext<FormData | null>(null);

/** The fields of a submission in a fixed order, to recognise the navigation this form started. */
const fingerprint = (data: FormData) => JSON.stringify([...data.entries()].map(([name, value]) => [name, String(value)]).sort());

export function BusyForm({ children, ...props }: Omit<FormProps, "onSubmit">) {
  const navigation = useNavigation();
  const sent = useRef(false);
  const [sentData, setSentData] = useState<string | null>(null);
  useEffect(() => {
    if (navigation.state === "idle") sent.current = false;
  }, [navigation.state]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sent.current) {
      event.preventDefault();
      return;
    }
    sent.current = true;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    setSentData(fingerprint(new FormData(event.currentTarget, submitter)));
  };

  // Busy while React Router sends this form's data, and loads the page its answer leads to.
  const sending = navigation.formData && sentData !== null && fingerprint(navigation.formData) === sentData ? navigation.formData : null;
  return (
    <Form {...props} onSubmit={onSubmit} aria-busy={sending ? true : undefined}>
      <Sending.Provider value={sending}>{children}</Sending.Provider>
    </Form>
  );
}

/** A submit button of a BusyForm: `busyLabel` while its press is being sent; disabled while the form is. */
export function BusyButton({
  name,
  value,
  busyLabel,
  className,
  children,
}: {
  name?: string;
  value?: string;
  busyLabel: string;
  className: string;
  children: ReactNode;
}) {
  const sending = useContext(Sending);
  const mine = sending !== null && (name === undefined || sending.get(name) === value);
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={sending !== null}
      aria-busy={mine || undefined}
      className={`${className} disabled:cursor-wait disabled:opacity-70`}
    >
      {mine ? busyLabel : children}
    </button>
  );
}
