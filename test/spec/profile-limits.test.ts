// The limits of the profile editing calls, as the description states them: what a client and the mock's
// request validation accept and refuse at each boundary (Ajv, JSON Schema 2020-12, on the loaded description).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { loaded } from './load.ts';

const { document } = await loaded;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ ...document, $id: 'doc' });
const accepts = (schema: string, value: unknown) => ajv.getSchema(`doc#/components/schemas/${schema}`)!(value);

const items = (count: number, item = 'a') => Array.from({ length: count }, () => item).join(',');

describe('the comma-separated lists of the general profile fields (haves, wants, interests, organisation_member)', () => {
  it.each([
    ['one item', 'Java', true],
    ['items with spaces around them', 'Java, Project management', true],
    ['an empty value (whether it deletes the list is not documented, so it stays allowed)', '', true],
    ['200 items', items(200), true],
    ['201 items', items(201), false],
    ['an item of 200 characters', 'x'.repeat(200), true],
    ['an item of 201 characters', 'x'.repeat(201), false],
    ['2048 characters', items(10, 'x'.repeat(199)) + ',' + 'y'.repeat(48), true],
    ['2049 characters', items(10, 'x'.repeat(199)) + ',' + 'y'.repeat(49), false],
    ['a blank item between two others', 'a, ,b', false],
    ['a trailing comma', 'a,', false],
    ['a leading comma', ',a', false],
    ['only white space', ' \t', false],
  ])('%s', (_case, value, ok) => {
    expect(accepts('UserCommaList', value)).toBe(ok);
    expect(accepts('UpdateCurrentUserRequest', { haves: value })).toBe(ok);
  });

  it('the academic title takes the listed titles and the empty string that deletes it, nothing else', () => {
    for (const title of ['Dr.', 'Prof.', 'Prof. Dr.', 'Ing.', 'Dipl.-Ing.', 'Mag.', '']) {
      expect(accepts('UpdateCurrentUserRequest', { academic_title: title }), title).toBe(true);
    }
    expect(accepts('UpdateCurrentUserRequest', { academic_title: 'PhD' })).toBe(false);
  });
});

describe('the lengths of the entry fields', () => {
  /** The limit as the schema holds it (test/spec/sources.test.ts checks that each schema names its source). */
  const maxLength = (schema: string, field: string): number => {
    const property = (document.components?.schemas?.[schema] as { properties?: Record<string, { maxLength?: unknown }> })?.properties?.[
      field
    ];
    expect(typeof property?.maxLength, `${schema}.${field} has a maxLength`).toBe('number');
    return property!.maxLength as number;
  };

  it.each([
    ['SchoolFields', 'name'],
    ['SchoolFields', 'degree'],
    ['SchoolFields', 'notes'],
    ['SchoolFields', 'subject'],
    ['CreateQualificationRequest', 'description'],
    ['CompanyFields', 'name'],
    ['CompanyFields', 'title'],
    ['CompanyFields', 'description'],
    ['CompanyFields', 'url'],
    ['UpdateInstantMessagingAccountRequest', 'name'],
    ['UpdateLegalInformationRequest', 'content'],
  ])('%s.%s takes as many characters as its maxLength, and not one more', (schema, field) => {
    const most = maxLength(schema, field);
    expect(accepts(schema, { [field]: 'x'.repeat(most) })).toBe(true);
    expect(accepts(schema, { [field]: 'x'.repeat(most + 1) })).toBe(false);
  });

  it('dates are YYYY or YYYY-MM, or empty to delete them', () => {
    for (const schema of ['SchoolFields', 'CompanyFields']) {
      for (const date of ['2009', '2009-07', ''])
        expect(accepts(schema, { begin_date: date, end_date: date }), `${schema} ${date}`).toBe(true);
      for (const date of ['09', '2009-7', '2009-07-01']) expect(accepts(schema, { begin_date: date }), `${schema} ${date}`).toBe(false);
    }
  });
});

describe('the editing calls take the values that GET /v1/users/me returns', () => {
  const profile = (user: Record<string, unknown>) => accepts('UsersResponse', { users: [user] });

  it('a language skill set by updateLanguage is one the profile carries', () => {
    for (const skill of ['BASIC', 'GOOD', 'FLUENT', 'NATIVE']) {
      expect(accepts('UpdateLanguageSkillRequest', { skill })).toBe(true);
      expect(profile({ languages: { en: skill } })).toBe(true);
    }
    expect(accepts('UpdateLanguageSkillRequest', { skill: 'EXPERT' })).toBe(false);
    expect(profile({ languages: { en: 'EXPERT' } })).toBe(false);
  });

  it('the addresses of a web profile and the awards have the profile shape', () => {
    const url = ['https://github.com/max-mustermann'];
    expect(accepts('UpdateWebProfileRequest', { url })).toBe(true);
    expect(profile({ web_profiles: { github: url } })).toBe(true);
    const awards = [{ name: 'Innovation award', date_awarded: 2012, url: null }];
    expect(accepts('UpdateAwardsRequest', { awards })).toBe(true);
    expect(profile({ professional_experience: { awards } })).toBe(true);
    expect(accepts('UpdateAwardsRequest', { awards: [{ name: 'x', date_awarded: '2012' }] })).toBe(false);
  });

  it('a company entry sent is a company entry returned, with the same enumerations', () => {
    const entry = {
      name: 'Example GmbH',
      title: 'Engineer',
      form_of_employment: 'FULL_TIME_EMPLOYEE',
      career_level: 'EXECUTIVE',
      company_size: '51-200',
      until_now: true,
    };
    expect(accepts('CompanyFields', entry)).toBe(true);
    expect(accepts('Company', entry)).toBe(true);
    expect(accepts('CompanyFields', { ...entry, company_size: '2-5' })).toBe(false);
    expect(accepts('Company', { ...entry, company_size: '2-5' })).toBe(false);
  });

  it('the path values of the language, web profile and messaging account calls are the profile keys', () => {
    const item = (path: string) => document.paths[path] as { parameters: Array<{ schema: { $ref: string } }> };
    expect(item('/v1/users/me/languages/{language}').parameters[0]!.schema.$ref).toBe('#/components/schemas/LanguageCode');
    expect(accepts('LanguageCode', 'no')).toBe(true);
    expect(accepts('WebProfileName', 'sorceforge')).toBe(true);
    expect(accepts('WebProfileName', 'sourceforge')).toBe(false);
    expect(accepts('InstantMessagingAccountName', 'skype')).toBe(true);
    expect(item('/v1/users/me/instant_messaging_accounts/{account}').parameters[0]!.schema.$ref).toBe(
      '#/components/schemas/InstantMessagingAccountName',
    );
  });
});
