import type { Comment } from '../../lib/comments/model.js';
import { commentThreads, mergeComments } from './comment-thread.js';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 7, 12, minute));

function comment(id: string, fields: Partial<Comment> = {}): Comment {
  return {
    id, articleId: 'a1', body: `Text of ${id}`, authorName: 'Alex Morgan', position: null, parentId: null, createdAt: at(0),
    editedAt: null, state: 'visible', review: 'new', reportCount: 0, staff: false, ...fields,
  };
}

const shape = (threads: ReturnType<typeof commentThreads>) => threads.map((thread) => [thread.comment.id, thread.replies.map((reply) => reply.id)]);

describe('commentThreads', () => {
  it('puts each reply under its comment, oldest first, and keeps the comments in their order', () => {
    const comments = [comment('c2', { createdAt: at(5) }), comment('c1', { createdAt: at(1) })];
    const replies = [
      comment('r3', { parentId: 'c1', createdAt: at(9) }),
      comment('r1', { parentId: 'c1', createdAt: at(2) }),
      comment('r2', { parentId: 'c2', createdAt: at(6) }),
    ];
    expect(shape(commentThreads(comments, replies))).toEqual([['c2', ['r2']], ['c1', ['r1', 'r3']]]);
  });

  it('puts a reply not yet stored (no time) last', () => {
    const replies = [comment('r-new', { parentId: 'c1', createdAt: null }), comment('r1', { parentId: 'c1', createdAt: at(2) })];
    expect(shape(commentThreads([comment('c1')], replies))).toEqual([['c1', ['r1', 'r-new']]]);
  });

  it('leaves out deleted replies, and deleted comments nobody replied to', () => {
    const comments = [comment('kept', { state: 'deleted' }), comment('gone', { state: 'deleted' }), comment('hidden', { state: 'hidden' })];
    const replies = [comment('r1', { parentId: 'kept' }), comment('r2', { parentId: 'gone', state: 'deleted' })];
    expect(shape(commentThreads(comments, replies))).toEqual([['kept', ['r1']], ['hidden', []]]);
  });

  it('keeps a hidden reply in its place', () => {
    expect(shape(commentThreads([comment('c1')], [comment('r1', { parentId: 'c1', state: 'hidden' })]))).toEqual([['c1', ['r1']]]);
  });
});

describe('mergeComments', () => {
  it('has each comment once, in the place it first had, as its later copy says', () => {
    const merged = mergeComments([comment('a'), comment('b')], [comment('b', { body: 'edited' }), comment('c')]);
    expect(merged.map((found) => [found.id, found.body])).toEqual([['a', 'Text of a'], ['b', 'edited'], ['c', 'Text of c']]);
  });
});
