import { area } from '../catalogue';
import { tasks } from './tasks';

/**
 * What Task Management's server says (TASK_MSG in schemas/tasks.ts): its toasts, its errors and its
 * validation messages. The toasts the task screens also show are the tasks area's own texts.
 */
export const taskMsg = area('taskMsg', {
  taskAdded: tasks.en.taskAdded,
  taskUpdated: tasks.en.taskUpdated,
  taskDeleted: tasks.en.taskDeleted,
  taskCommentAdded: 'Comment added',
  taskCommentDeleted: tasks.en.taskCommentDeleted,
  taskOwnTeamOnly: 'You can only manage the tasks of your own team',
  taskAssigneeNotInTeam: "Assignees must be members of the task's team",
  taskStatusAssigneesOnly: 'Only the members assigned to this task can change its status or checklist',
  taskHeadOnlyFields: 'Only the team head can change this field',
  taskChecklistTicksOnly: 'Assignees can tick checklist items but not add, remove or rename them',
  taskCommentOwnOnly: 'You can only delete your own comments',
  checklistItemDone: 'A checklist item is done (true) or not (false)',
  checklistItemNeedsText: 'Each checklist item needs a text',
  checklistNotList: 'The checklist must be a list of items',
  checklistTooLong: (max: number) => `Please keep the checklist to at most ${max} items`,
  assigneesNotList: 'Assignees must be a list of member ids',
  tooManyAssignees: (max: number) => `Please assign at most ${max} members`,
  attachmentsNotList: 'Attachments must be a list of uploaded images',
  tooManyAttachments: (max: number) => `Please attach at most ${max} images`,
  dueOverdueOrWeek: 'due must be overdue or week',
});
