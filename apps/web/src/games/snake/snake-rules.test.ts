import { MSG } from '@campus/shared/messages';
import { describe, expect, it } from 'vitest';
import {
  createSnakeGame,
  directionForKey,
  directionForSwipe,
  type SnakeState,
  spawnFood,
  startSnake,
  stepSnake,
  turnSnake,
} from './snake-rules';

const first = () => 0;

function game(overrides: Partial<SnakeState> = {}): SnakeState {
  return {
    cols: 10,
    rows: 10,
    snake: [
      { x: 5, y: 5 },
      { x: 4, y: 5 },
      { x: 3, y: 5 },
    ],
    direction: 'right',
    queuedTurns: [],
    food: { x: 0, y: 0 },
    score: 0,
    status: 'playing',
    ...overrides,
  };
}

describe('snake rules', () => {
  it('starts ready, with food off the snake, and plays after start', () => {
    const state = createSnakeGame(Math.random);
    expect(state.status).toBe('ready');
    expect(state.snake).toHaveLength(3);
    expect(state.snake).not.toContainEqual(state.food);
    expect(stepSnake(state, first)).toBe(state);
    expect(startSnake(state).status).toBe('playing');
  });

  it('moves one cell per tick in the current direction', () => {
    const next = stepSnake(game(), first);
    expect(next.snake).toEqual([
      { x: 6, y: 5 },
      { x: 5, y: 5 },
      { x: 4, y: 5 },
    ]);
    expect(next.score).toBe(0);
  });

  it('scores 10 points and grows by one when it eats', () => {
    const next = stepSnake(game({ food: { x: 6, y: 5 } }), first);
    expect(next.score).toBe(10);
    expect(next.snake).toHaveLength(4);
    expect(next.snake).not.toContainEqual(next.food);
  });

  it('never spawns food on the snake', () => {
    const snake = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
    ];
    for (const r of [0, 0.2, 0.5, 0.99]) {
      const food = spawnFood(snake, 2, 2, () => r);
      expect(food).toEqual({ x: 0, y: 1 });
    }
    expect(spawnFood([...snake, { x: 0, y: 1 }], 2, 2, first)).toBeNull();
  });

  it.each([
    ['right', { x: 9, y: 5 }],
    ['left', { x: 0, y: 5 }],
    ['up', { x: 5, y: 0 }],
    ['down', { x: 5, y: 9 }],
  ] as const)('ends when the head leaves the board going %s', (direction, head) => {
    const over = stepSnake(game({ direction, snake: [head] }), first);
    expect(over.status).toBe('over');
    expect(stepSnake(over, first)).toBe(over);
  });

  it('announces the game over with the score', () => {
    expect(MSG.snakeGameOver(30)).toBe('Oops! Game Over. Score: 30.');
  });

  it('applies queued turns one per tick and ignores reversing', () => {
    let state = turnSnake(game(), 'left');
    expect(state.queuedTurns).toEqual([]);
    state = turnSnake(turnSnake(state, 'up'), 'left');
    expect(state.queuedTurns).toEqual(['up', 'left']);
    state = stepSnake(state, first);
    expect(state.snake[0]).toEqual({ x: 5, y: 4 });
    state = stepSnake(state, first);
    expect(state.snake[0]).toEqual({ x: 4, y: 4 });
    expect(state.direction).toBe('left');
  });

  it('maps arrow keys and swipes to directions', () => {
    expect(directionForKey('ArrowUp')).toBe('up');
    expect(directionForKey('ArrowLeft')).toBe('left');
    expect(directionForKey('Enter')).toBeNull();
    expect(directionForSwipe(80, 10)).toBe('right');
    expect(directionForSwipe(-80, 10)).toBe('left');
    expect(directionForSwipe(5, -60)).toBe('up');
    expect(directionForSwipe(5, 60)).toBe('down');
    expect(directionForSwipe(5, 5)).toBeNull();
  });
});
