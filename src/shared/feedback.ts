// The feedback form's words and limit, without the schema that checks them (it brings zod): the dashboard
// shows the form on its first load and loads the schema only when a message is sent.

export const FEEDBACK_MAX_LENGTH = 5000;
export const FEEDBACK_EMPTY_MESSAGE = 'Please write a message before sending.';
export const FEEDBACK_THANKS = 'Thank you for your feedback. We read every message.';
