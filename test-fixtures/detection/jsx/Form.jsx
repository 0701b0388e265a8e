import { useState } from 'react';

export default function SignupForm() {
  const [values, setValues] = useState({ name: '', email: '', agree: false });
  const [sent, setSent] = useState(false);

  const handleChange = (event) => {
    const { name, value, type, checked } = event.target;
    setValues({ ...values, [name]: type === 'checkbox' ? checked : value });
  };

  const handleSubmit = (event) => {
    event.preventDefault();
    setSent(true);
  };

  if (sent) return <p>Thanks, {values.name}!</p>;

  return (
    <form onSubmit={handleSubmit}>
      <label>
        Name <input name="name" value={values.name} onChange={handleChange} />
      </label>
      <label>
        Email <input name="email" type="email" value={values.email} onChange={handleChange} />
      </label>
      <label>
        <input name="agree" type="checkbox" checked={values.agree} onChange={handleChange} /> I agree
      </label>
      <button disabled={!values.agree}>Sign up</button>
    </form>
  );
}
