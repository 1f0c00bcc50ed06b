export {
  LoginForm,
  validateLogin,
  type LoginField,
  type LoginFormProps,
  type LoginFormValues,
  type LoginValidation,
} from './LoginForm';
