import { area } from '../catalogue';

/** Tasks (features/tasks): the keys its components use. */
export const tasks = area('tasks', {
  task: 'Task',
  updateTask: 'Update Task',
  addTask: 'Add Task',
});
