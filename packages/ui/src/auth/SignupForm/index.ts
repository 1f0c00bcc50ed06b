export {
  SignupForm,
  validateSignup,
  type SignupField,
  type SignupFormFields,
  type SignupFormProps,
  type SignupFormValues,
  type SignupValidation,
} from './SignupForm';
