import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { tools } from '../lib/tool-registry';
import { ToolPageHeader } from './tool-page-header';

describe('ToolPageHeader', () => {
  it('names each tool as the product does and leads back to the catalogue', () => {
    const names: Record<string, string> = {};
    for (const tool of tools.filter((each) => each.status === 'available')) {
      const { unmount } = render(<ToolPageHeader tool={tool.id} />, { wrapper: MemoryRouter });
      names[tool.id] = screen.getByRole('heading', { level: 1 }).textContent ?? '';
      expect(screen.getByRole('link', { name: 'Back to Tools' })).toHaveAttribute('href', '/tools');
      unmount();
    }
    expect(names).toEqual({
      'time-box': 'ADHD Time Boxing Tool',
      todo: 'AI-Powered Todo List',
      kanban: 'Visual Task Board',
      'focus-sounds': 'Focus Sounds',
      'focus-rooms': 'Focus Rooms',
      'text-converter': 'Text Converter',
      'mind-map': 'AI Mind Mapper',
      words: 'Words: help with messages',
      meditation: 'Breathing Exercise',
      habits: 'Habit Tracker',
      'routine-planner': 'Smart Routine Planner',
      budget: 'Budget Calculator',
      'study-buddy': 'Study Buddy AI',
    });
  });
});
