import { MSG } from '@campus/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createDirectory, createTestApp, createUser, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /user/details', () => {
  it('answers 401 with a message for a guest', async () => {
    const res = await call(t.app, 'GET', '/user/details');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED', message: MSG.notSignedIn });
  });

  it('returns the own profile with instituteName and deptName as {name} and teamId', async () => {
    const dir = await createDirectory(t, { openWindow: false });
    const user = await createUser(t, {
      instituteId: dir.institution.id,
      departmentId: dir.uniDept.id,
      gmailPic: 'https://lh3/x.png',
    });
    const res = await call(t.app, 'GET', '/user/details', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: user.id,
      instituteName: { name: dir.institution.name },
      deptName: { name: dir.uniDept.name },
      teamId: null,
      profilePic: 'https://lh3/x.png',
    });
    expect(res.body.data).not.toHaveProperty('gmailPic');
  });
});

describe('PATCH /user/update (own profile)', () => {
  it('changes own editable fields and ignores role, status, email and gmailPic in the body', async () => {
    const user = await createUser(t, { role: 'MEMBER', status: 'PENDING' });
    const res = await call(t.app, 'PATCH', '/user/update', {
      token: user.token,
      body: {
        fullName: 'Nabila Haque',
        contactNo: '01912345678',
        role: 'ADMIN',
        status: 'ACTIVE',
        email: 'x@y.z',
        gmailPic: 'https://evil',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      fullName: 'Nabila Haque',
      contactNo: '01912345678',
      role: 'MEMBER',
      status: 'PENDING',
      email: user.email,
    });
  });

  it('rejects a bad contact number with the SPEC message and changes nothing', async () => {
    const user = await createUser(t, { contactNo: '01712345678' });
    const res = await call(t.app, 'PATCH', '/user/update', { token: user.token, body: { contactNo: '0171' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.invalidContactNo);
    const me = await call(t.app, 'GET', '/user/details', { token: user.token });
    expect(me.body.data).toMatchObject({ contactNo: '01712345678' });
  });

  it('rejects a picture that is not an http(s) link or an upload', async () => {
    const user = await createUser(t);
    const res = await call(t.app, 'PATCH', '/user/update', {
      token: user.token,
      body: { profilePic: 'javascript:alert(1)' },
    });
    expect(res.status).toBe(400);
  });

  it('answers 400 for a department that does not exist', async () => {
    const user = await createUser(t);
    const res = await call(t.app, 'PATCH', '/user/update', { token: user.token, body: { departmentId: 999999 } });
    expect(res.status).toBe(400);
  });
});
